import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { BrandProvider } from '../../lib/brand/context';
import type { PublicBrand } from '../../lib/brand/public';
import { testBrand, testLayoutSettings } from '../../lib/brand/testFixtures';
import { DrawerProvider } from '../../lib/ui/drawers';

/** Renders a component as a page does: inside the brand context and the layout's drawers, with an SWR cache of its own. */
export function renderInBrand(ui: ReactElement, brand: Partial<PublicBrand> = {}) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <BrandProvider brand={{ ...testBrand, ...brand }} settings={testLayoutSettings}>
        <DrawerProvider>{ui}</DrawerProvider>
      </BrandProvider>
    </SWRConfig>,
  );
}
