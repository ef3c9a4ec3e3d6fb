export { Gallery, type GalleryProps } from './Gallery';
export type { GalleryPictureCount } from './gallery-model';
