import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadHint } from 'react-dom';
import { srcSetFor, type DrawnWidths } from './srcset';

type PictureProps = Omit<ImageProps, 'preload' | 'priority' | 'loading' | 'fetchPriority'> & {
  /** The page's likely largest paint: loaded at once, first, and announced in the document head. */
  preload?: boolean;
  drawn: DrawnWidths;
};

/**
 * A product or collection picture through the image optimiser (next/image's srcset, cut to the widths it is
 * drawn at, and sizes), rendered on the server as a plain <img>: a grid of them costs the browser no client
 * components to hydrate, which next/image's would on every card.
 */
export function Picture({ preload = false, alt, drawn, ...image }: PictureProps) {
  const { props: all } = getImageProps({
    ...image,
    alt,
    ...(preload ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' }),
  });
  const cut = all.srcSet ? srcSetFor(all.srcSet, drawn) : undefined;
  const props = cut ? { ...all, srcSet: cut.srcSet, src: cut.largest } : all;
  if (preload) {
    preloadHint(props.src, {
      as: 'image',
      fetchPriority: 'high',
      ...(props.srcSet ? { imageSrcSet: props.srcSet } : {}),
      ...(props.sizes ? { imageSizes: props.sizes } : {}),
    });
  }
  // eslint-disable-next-line @next/next/no-img-element -- getImageProps gives the optimiser's attributes
  return <img {...props} alt={alt} />;
}
