import { PortableText, type PortableTextComponents } from '@portabletext/react';
import type { ReactNode } from 'react';
import type { PortableTextBody as PortableTextValue } from '../../lib/content/types';
import { SmartLink } from './SmartLink';
import styles from './PortableTextBody.module.css';

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

interface Props {
  value: PortableTextValue;
  /**
   * The level Portable Text 'h2' renders at, so headings inside a block that has its own heading
   * (or inside an FAQ answer) keep the page outline in order. 'h3' renders one level lower.
   */
  headingBase?: HeadingLevel;
  className?: string;
}

function Heading({ level, children }: { level: number; children: ReactNode }) {
  const Tag = `h${Math.min(6, Math.max(2, level))}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  return <Tag className={styles.heading}>{children}</Tag>;
}

function components(headingBase: HeadingLevel): PortableTextComponents {
  return {
    block: {
      normal: ({ children }) => <p className={styles.paragraph}>{children}</p>,
      h2: ({ children }) => <Heading level={headingBase}>{children}</Heading>,
      h3: ({ children }) => <Heading level={headingBase + 1}>{children}</Heading>,
      blockquote: ({ children }) => <blockquote className={styles.quote}>{children}</blockquote>,
    },
    list: {
      bullet: ({ children }) => <ul className={styles.list}>{children}</ul>,
      number: ({ children }) => <ol className={styles.list}>{children}</ol>,
    },
    listItem: ({ children }) => <li className={styles.listItem}>{children}</li>,
    marks: {
      strong: ({ children }) => <strong>{children}</strong>,
      em: ({ children }) => <em>{children}</em>,
      link: ({ value, children }) => {
        const href = typeof value?.href === 'string' ? value.href : '';
        if (!href) return <>{children}</>;
        return (
          <SmartLink href={href} className={styles.link}>
            {children}
          </SmartLink>
        );
      },
    },
  };
}

const BY_BASE = new Map<HeadingLevel, PortableTextComponents>();

/** Renders a Portable Text body with the brand's typography; never injects raw HTML. */
export function PortableTextBody({ value, headingBase = 2, className }: Props) {
  let comps = BY_BASE.get(headingBase);
  if (!comps) {
    comps = components(headingBase);
    BY_BASE.set(headingBase, comps);
  }
  return (
    <div className={className ? `${styles.body} ${className}` : styles.body}>
      <PortableText value={value} components={comps} onMissingComponent={false} />
    </div>
  );
}
