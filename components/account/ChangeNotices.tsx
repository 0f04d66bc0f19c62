import type { RefObject } from 'react';
import s from '../pages/shared/section.module.css';
import ui from './memberScreens.module.css';

interface Props {
  noticeRef: RefObject<HTMLParagraphElement | null>;
  /** What the last change did ('' for nothing). */
  notice: string;
  /** The API's refusal of the last change. */
  problem: string | null;
  /** Prefix of the test ids: `<testId>-notice` and `<testId>-error`. */
  testId: string;
}

/** A management screen's status line (always in the page, so what is written into it is announced) and the API's refusal. */
export function ChangeNotices({ noticeRef, notice, problem, testId }: Props) {
  return (
    <>
      <p ref={noticeRef} tabIndex={-1} role="status" className={ui.status} data-testid={`${testId}-notice`}>
        {notice}
      </p>
      {problem ? (
        <p className={s.alert} role="alert" data-testid={`${testId}-error`}>
          {problem}
        </p>
      ) : null}
    </>
  );
}
