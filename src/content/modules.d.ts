// The modules the content plugin (build/plugin.ts) makes of content/, typed by their schemas;
// inline imports, since a module declared here may not import by a relative path.
/* oxlint-disable typescript/consistent-type-imports */
type ContentData<File extends import('./schema/index.ts').ContentFile> =
  import('./schema/index.ts').Content<File>;
declare module 'virtual:content/company.yaml' {
  const data: ContentData<'company.yaml'>;
  export default data;
}
declare module 'virtual:content/site.yaml' {
  const data: ContentData<'site.yaml'>;
  export default data;
}
declare module 'virtual:content/pages.yaml' {
  const data: ContentData<'pages.yaml'>;
  export default data;
}
declare module 'virtual:content/chrome.yaml' {
  const data: ContentData<'chrome.yaml'>;
  export default data;
}
declare module 'virtual:content/navigation.yaml' {
  const data: ContentData<'navigation.yaml'>;
  export default data;
}
declare module 'virtual:content/footer.yaml' {
  const data: ContentData<'footer.yaml'>;
  export default data;
}
declare module 'virtual:content/interface.yaml' {
  const data: ContentData<'interface.yaml'>;
  export default data;
}
declare module 'virtual:content/home.yaml' {
  const data: ContentData<'home.yaml'>;
  export default data;
}
declare module 'virtual:content/about.yaml' {
  const data: ContentData<'about.yaml'>;
  export default data;
}
declare module 'virtual:content/contact.yaml' {
  const data: ContentData<'contact.yaml'>;
  export default data;
}
declare module 'virtual:content/not-found.yaml' {
  const data: ContentData<'not-found.yaml'>;
  export default data;
}
declare module 'virtual:content/thank-you.yaml' {
  const data: ContentData<'thank-you.yaml'>;
  export default data;
}
declare module 'virtual:content/forms.yaml' {
  const data: ContentData<'forms.yaml'>;
  export default data;
}
declare module 'virtual:content/privacy-policy.md' {
  const data: ContentData<'privacy-policy.md'>;
  export default data;
}
declare module 'virtual:content/services.yaml' {
  const data: ContentData<'services.yaml'>;
  export default data;
}
declare module 'virtual:content/stats.yaml' {
  const data: ContentData<'stats.yaml'>;
  export default data;
}
declare module 'virtual:content/testimonials.yaml' {
  const data: ContentData<'testimonials.yaml'>;
  export default data;
}
declare module 'virtual:content/faq.yaml' {
  const data: ContentData<'faq.yaml'>;
  export default data;
}
declare module 'virtual:content/technologies.yaml' {
  const data: ContentData<'technologies.yaml'>;
  export default data;
}
declare module 'virtual:content/case-studies-page.yaml' {
  const data: ContentData<'case-studies-page.yaml'>;
  export default data;
}
declare module 'virtual:content/*/forms.yaml' {
  const data: ContentData<'forms.yaml'>;
  export default data;
}
declare module 'virtual:content/long-date' {
  const data: {
    months: readonly string[];
    pattern: import('./schema/fields.ts').Template<'day' | 'month' | 'year'>;
  };
  export default data;
}
declare module 'virtual:content/case-studies' {
  const data: readonly import('./types.ts').CaseStudy[];
  export default data;
}
declare module 'virtual:content/case-studies/routes' {
  const data: readonly import('./types.ts').CaseStudyRoute[];
  export default data;
}
declare module 'virtual:content/case-studies/bodies' {
  const data: import('./types.ts').CaseStudyBodies;
  export default data;
}
