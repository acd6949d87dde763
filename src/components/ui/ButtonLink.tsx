import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { button, type ButtonVariants } from './button.css';

type ButtonLinkProps = ButtonVariants & { href: string; children: ReactNode; className?: string };

/** A link styled as a call-to-action button; internal routes navigate client-side. */
export function ButtonLink({ href, children, tone, size, className }: ButtonLinkProps) {
  const classes = [button({ tone, size }), className].filter(Boolean).join(' ');
  return (
    <Link href={href} className={classes}>
      {children}
    </Link>
  );
}
