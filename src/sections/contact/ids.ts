/** The 'Have Any Questions?' heading: the section and the contact form are both labelled by it. */
export const contactFormHeadingId = 'contact-form-title';
