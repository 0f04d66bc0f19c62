import type { NextPageContext } from 'next';
import { ErrorScreen } from '@/components/pages/shared/ErrorScreen';
import { errorCopy, errorStatus } from '@/lib/page/errorCopy';

interface Props {
  statusCode: number;
}

/** Every error Next answers itself (a malformed address, an uncaught server error): the store's own page, not Next's bare one. */
function ErrorPage({ statusCode }: Props) {
  return <ErrorScreen {...errorCopy(statusCode)} />;
}

ErrorPage.getInitialProps = ({ res, err }: NextPageContext): Props => ({
  statusCode: errorStatus(res?.statusCode, err?.statusCode),
});

export default ErrorPage;
