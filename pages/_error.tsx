import { ErrorPage } from '../components/pages/shared/ErrorPage';
import { errorPageProps, type ErrorPageProps } from '../lib/page/errorPage';

/**
 * Every error Next answers itself (an unknown page, a malformed address, an uncaught server error):
 * the store's own page, not Next's bare one. There is deliberately no pages/404 (see errorPageProps).
 */
function ErrorRoute(props: ErrorPageProps) {
  return <ErrorPage {...props} />;
}

ErrorRoute.getInitialProps = errorPageProps;

export default ErrorRoute;
