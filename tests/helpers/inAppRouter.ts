import { installInAppNavigation, type Navigator } from '../../lib/ui/inAppNavigation';

/**
 * A fake router with in-app navigation installed on the document around each test of the calling
 * file (call at the top level). `uninstall` takes the listeners off early; afterEach's second
 * removal is harmless.
 */
export function installedInAppNavigation() {
  const router = {
    push: jest.fn<Promise<boolean>, Parameters<Navigator['push']>>(() => Promise.resolve(true)),
    replace: jest.fn<Promise<boolean>, Parameters<Navigator['replace']>>(() => Promise.resolve(true)),
    prefetch: jest.fn<Promise<void>, Parameters<Navigator['prefetch']>>(() => Promise.resolve()),
  };
  let uninstall = () => undefined as void;
  beforeEach(() => {
    jest.clearAllMocks();
    uninstall = installInAppNavigation(router);
  });
  afterEach(() => uninstall());
  return { router, uninstall: () => uninstall() };
}
