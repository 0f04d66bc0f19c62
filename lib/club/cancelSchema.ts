// The /cancel-vip form's rules; the API (server/club/input.ts) checks the same with the same messages.
import * as yup from 'yup';
import { CANCEL_FORM_MESSAGES as M } from './messages';
import { CANCEL_COMMENT_MAX, CANCEL_REASON_VALUES } from './reasons';

export const cancelSchema = yup.object({
  reason: yup.string().required(M.reason).oneOf([...CANCEL_REASON_VALUES], M.reason),
  comment: yup.string().max(CANCEL_COMMENT_MAX, M.comment),
});

export interface CancelValues {
  reason: string;
  comment: string;
}

export const EMPTY_CANCEL: CancelValues = { reason: '', comment: '' };
