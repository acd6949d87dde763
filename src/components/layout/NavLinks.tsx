import { Link, useLocation } from 'wouter';
import navigation from 'virtual:content/navigation.yaml';

type NavLinksProps = {
  listClassName: string;
  linkClassName: string;
  /** Called on a click on a link; `samePage` when it leads to the page already shown. */
  onNavigate?: (samePage: boolean) => void;
};

const isCurrent = (href: string, location: string) => href === location || (href !== '/' && location.startsWith(`${href}/`));

/** The four main links; the current page's link carries aria-current="page". */
export function NavLinks({ listClassName, linkClassName, onNavigate }: NavLinksProps) {
  const [location] = useLocation();
  return (
    <ul className={listClassName}>
      {navigation.main.map(({ label, href }) => (
        <li key={href}>
          <Link
            href={href}
            className={linkClassName}
            aria-current={isCurrent(href, location) ? 'page' : undefined}
            onClick={onNavigate && (() => onNavigate(href === location))}
          >
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
