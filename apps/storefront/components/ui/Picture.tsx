import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadHint } from 'react-dom';

type PictureProps = Omit<ImageProps, 'preload' | 'priority' | 'loading' | 'fetchPriority'> & {
  /** The page's likely largest paint: loaded at once, first, and announced in the document head. */
  preload?: boolean;
};

/**
 * A product or collection picture through the image optimiser (the same srcset and sizes as
 * next/image), rendered on the server as a plain <img>: a grid of them costs the browser no
 * client components to hydrate, which next/image's would on every card.
 */
export function Picture({ preload = false, alt, ...image }: PictureProps) {
  const { props } = getImageProps({
    ...image,
    alt,
    ...(preload ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' }),
  });
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
