import type { BrandTheme } from '../../brands/types';

/** The brand's colours as CSS variables, rendered on the server so no other brand's colours flash. */
export function ThemeStyle({ theme }: { theme: BrandTheme }) {
  const css = `:root{--brand-primary:${theme.primary};--brand-primary-dark:${theme.primaryDark};--brand-accent:${theme.accent};--brand-bg:${theme.background};--brand-text:${theme.text}}`;
  return <style data-theme={theme.name}>{css}</style>;
}
