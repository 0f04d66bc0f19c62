import dynamic from 'next/dynamic';
import type { ContentBlock } from '../../lib/content/types';
import { CtaBlock } from './CtaBlock';
import { FaqBlock } from './FaqBlock';
import { FeedBlock } from './FeedBlock';
import { HeroBlock } from './HeroBlock';
import { ImageGridBlock } from './ImageGridBlock';
import { RichTextBlock } from './RichTextBlock';
import { StepsBlock } from './StepsBlock';

// Forms bring Formik and Yup (about 24 KB gzip). Split out, they load only with a page that has a
// form block; still rendered on the server, and Next preloads the chunk before hydrating.
const FormBlock = dynamic(() => import('./FormBlock').then((m) => m.FormBlock));

interface Props {
  blocks: readonly ContentBlock[];
  /** Base of the shop API for form blocks (the brand's apiBaseUrl); defaults to '/api.php/'. */
  apiBase?: string;
}

/** Renders CMS blocks in order; block types this front end does not know are skipped. */
export function ContentBlocks({ blocks, apiBase }: Props) {
  return (
    <>
      {blocks.map((block, index) => {
        switch (block._type) {
          case 'hero':
            return <HeroBlock key={block._key} block={block} isFirst={index === 0} />;
          case 'richText':
            return <RichTextBlock key={block._key} block={block} />;
          case 'faq':
            return <FaqBlock key={block._key} block={block} />;
          case 'imageGrid':
            return <ImageGridBlock key={block._key} block={block} />;
          case 'cta':
            return <CtaBlock key={block._key} block={block} />;
          case 'steps':
            return <StepsBlock key={block._key} block={block} />;
          case 'form':
            return <FormBlock key={block._key} block={block} apiBase={apiBase} />;
          case 'feed':
            return <FeedBlock key={block._key} block={block} />;
          default:
            return null;
        }
      })}
    </>
  );
}
