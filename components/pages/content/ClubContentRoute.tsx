import type { BrandPageProps } from '../../../lib/page/brandPage';
import { Vip4shOffer } from '../../club/Vip4shOffer';
import type { ContentProps } from './load';
import { ContentView } from './ContentView';
import styles from './ContentView.module.css';

/** /club and /vip: the CMS page with the club offer's Vip4sh line after the hero (brands that run the test). */
export function ClubContentRoute({ page, path }: ContentProps & BrandPageProps) {
  return <ContentView page={page} path={path} afterHero={<Vip4shOffer className={styles.clubOffer} />} />;
}
