export type FaqItem = { question: string; answer: readonly string[] };

/** The home page's questions; each answer is one or more paragraphs. */
export const faq = [
  {
    question: 'What are the advantages of cloud services for my business?',
    answer: [
      'You pay for the capacity you use instead of buying servers up front, and you can add or remove it in minutes as demand changes.',
      'Your data is backed up across data centres, your team can work securely from anywhere, and updates and security patches are handled for you. We plan the move, migrate your systems with no lost data and keep costs in check afterwards.',
    ],
  },
  {
    question: 'How long should a business plan be?',
    answer: [
      'Long enough to answer what a reader needs and no longer: for most companies 15 to 30 pages, with a one- or two-page executive summary up front.',
      'A plan for investors or lenders needs market analysis and three-year financials; an internal plan or a technology roadmap can be a few focused pages. We help you set out the IT part: what to build, what it costs and when it pays back.',
    ],
  },
  {
    question: 'Is artificial intelligence safe and ethical to use?',
    answer: [
      'It is when it is designed and governed well. We keep your data private and out of public models, test systems for bias and errors, and keep a person responsible for every decision that affects customers or staff.',
      'We follow recognised frameworks such as the NIST AI Risk Management Framework, document what each model does and why, and explain its limits plainly before it goes live.',
    ],
  },
] as const satisfies readonly FaqItem[];
