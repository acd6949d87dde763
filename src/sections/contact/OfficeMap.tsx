import { Icon } from '../../components/ui/Icon';
import { Section } from '../../components/ui/Section';
import { SectionHeading } from '../../components/ui/SectionHeading';
import contact from 'virtual:content/contact.yaml';
import ui from 'virtual:content/interface.yaml';
import { site } from '../../content/site';
import { useInView } from '../../hooks/useInView';
import { mapHeightPx } from '../../styles/layoutSizes';
import { visuallyHidden } from '../../styles/utils.css';
import * as styles from './OfficeMap.css';
import { openStreetMapEmbedUrl, openStreetMapLinkUrl } from './openStreetMap';

/** The office at site.address, on OpenStreetMap. */
export const officeMap = {
  ...contact.map,
  embedUrl: openStreetMapEmbedUrl(site.officeLocation),
  linkUrl: openStreetMapLinkUrl(site.officeLocation),
};

/** The frame is created this close to the window: the page's one third-party request never competes with its own load. */
export const mapLoadMargin = '400px';

const mapFrame = (
  <iframe
    className={styles.frame}
    title={officeMap.frameTitle}
    src={officeMap.embedUrl}
    height={mapHeightPx}
    loading="lazy"
    referrerPolicy="no-referrer"
    // Scripts for the map, in an origin of its own: with allow-same-origin beside
    // allow-scripts a frame from our own host could lift its sandbox.
    sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
  />
);

/**
 * The office on an OpenStreetMap embed, its frame created near the window (`mapLoadMargin`): a
 * native lazy frame still loads with the page within a couple of screens. Without JavaScript it is
 * one; the link works when frames are blocked.
 */
export function OfficeMap() {
  const [placeholder, near] = useInView<HTMLDivElement>({ rootMargin: mapLoadMargin, once: true });
  return (
    <Section titleId="office-map-title">
      <div className={styles.header}>
        <SectionHeading
          id="office-map-title"
          eyebrow={officeMap.eyebrow}
          title={officeMap.title}
          lead={
            <p>
              <strong className={styles.address}>{site.addressLine}</strong>
              {officeMap.text}
            </p>
          }
        />
        <a
          href={officeMap.linkUrl}
          className={styles.openLink}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Icon name="mapPin" size={20} />
          {officeMap.linkLabel} <span className={visuallyHidden}>{ui.newTabNote}</span>
          <Icon name="externalLink" size={18} />
        </a>
      </div>
      {near ? (
        mapFrame
      ) : (
        <>
          <div ref={placeholder} className={`${styles.frame} js-only`} />
          <noscript>{mapFrame}</noscript>
        </>
      )}
    </Section>
  );
}
