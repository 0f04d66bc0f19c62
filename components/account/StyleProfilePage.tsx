import { useEffect, useRef, useState } from 'react';
import type { BrandPageProps } from '../../lib/page/brandPage';
import { StyleProfileQuiz, type StyleEntry } from '../checkout/StyleProfileQuiz';
import { PageMeta } from '../pages/shared/PageMeta';
// Only the quiz's own styles here: this page shares the checkout's CSS chunk (which the app shell
// loads), and CSS of the other account pages imported here would make Turbopack merge theirs into it.
import funnel from '../checkout/Funnel.module.css';

export interface StyleProfilePageProps extends BrandPageProps {
  /** The shopper's saved answers (GET style-profile: the customer's, or this session's for a visitor). */
  initial: StyleEntry[];
  sizes: string[];
  /** The person the brand speaks as (personaFullName). */
  persona?: string;
}

/** After saving: a confirmation that takes focus, with the way back to the answers and onward. */
function Saved({ onEdit }: { onEdit(): void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className={funnel.panel} data-testid="style-profile-saved">
      <p className={funnel.eyebrow}>Your style profile</p>
      <h1 className={funnel.title}>Your style profile is saved</h1>
      <p className={funnel.lead}>Thanks! We’ll use your answers to pick styles you’ll love.</p>
      <div className={funnel.actions}>
        <a href="/" className="btn">
          Continue shopping
        </a>
        <a href="/members" className="btn btn-outline">
          My account
        </a>
      </div>
      <button type="button" className={funnel.decline} onClick={onEdit}>
        Change my answers
      </button>
    </div>
  );
}

/** /styleprofile: the style profile quiz in the default layout; saving shows a confirmation instead of moving on. */
export function StyleProfilePage({ path, initial, sizes, persona = '' }: StyleProfilePageProps) {
  const [profile, setProfile] = useState(initial);
  const [saved, setSaved] = useState(false);
  return (
    <>
      <PageMeta title="Your style profile" path={path} />
      {saved ? (
        <Saved onEdit={() => setSaved(false)} />
      ) : (
        <StyleProfileQuiz
          initial={profile}
          sizes={sizes}
          persona={persona}
          eyebrow="Your style profile"
          onSaved={(p) => {
            if (p.length) setProfile(p);
            setSaved(true);
          }}
        />
      )}
    </>
  );
}
