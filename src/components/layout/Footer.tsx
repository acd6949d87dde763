import { Link } from 'wouter';
import footer from 'virtual:content/footer.yaml';
import navigation from 'virtual:content/navigation.yaml';
import { site } from '../../content/site';
import { fill } from '../../content/template';
import chrome from 'virtual:content/chrome.yaml';
import ui from 'virtual:content/interface.yaml';
import { useCurrentYear } from '../../hooks/useCurrentYear';
import { NewsletterForm } from '../forms/NewsletterForm';
import { LayoutIcon } from '../ui/LayoutIcon';
import { Logo } from '../ui/Logo';
import * as styles from './Footer.css';
import { SectionBoundary } from './SectionBoundary';
import { ContactList } from './TopBar';

export function Footer() {
  const year = useCurrentYear(__BUILD_YEAR__);
  return (
    <footer className={styles.root}>
      <div className={styles.grid}>
        <section className={styles.about} aria-label={site.name}>
          <Link href="/" className={styles.logoLink} aria-label={chrome.homeLink}>
            <Logo tone="onDark" />
          </Link>
          <p className={styles.blurb}>{site.blurb}</p>
          <ul className={styles.social}>
            {site.social.map(({ network, label, href }) => (
              <li key={network}>
                <a
                  href={href}
                  className={styles.socialLink}
                  aria-label={`${label} ${ui.newTabNote}`}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  <LayoutIcon name={network} size={18} />
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={styles.heading}>
            {footer.quickLinksTitle}
          </h2>
          <ul className={styles.list}>
            {navigation.quickLinks.map(({ label, href }) => (
              <li key={href}>
                <Link href={href} className={styles.link}>
                  <LayoutIcon name="chevronRight" size={16} />
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {footer.contactTitle}
          </h2>
          <ContactList
            className={styles.list}
            linkClassName={styles.link}
            lineClassName={styles.contactLine}
            addressClassName={styles.address}
          />
        </section>

        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className={styles.heading}>
            {footer.newsletterTitle}
          </h2>
          <p className={styles.text}>{footer.newsletterText}</p>
          <SectionBoundary name="NewsletterForm">
            <NewsletterForm />
          </SectionBoundary>
        </section>
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright}>{fill(footer.copyright, { year })}</p>
      </div>
    </footer>
  );
}
