/** The business's pictures: logo and its round crop, profile photo, gallery, specialists' photos (docs/decisions/026). */
export { checkImage, MAX_UPLOAD_BYTES, MAX_PIXELS, type CircleCrop } from './images.ts';
export type { MediaContext } from './pictures.ts';
export { canManagePictures, canViewPictures } from './policy.ts';
export { adminGalleryOf, galleryImageOf } from './queries.ts';
export { uploadLogo } from './upload-logo.ts';
export { cropLogo } from './crop-logo.ts';
export { uploadProfilePhoto } from './upload-profile-photo.ts';
export { deleteProfilePhoto } from './delete-profile-photo.ts';
export { createGalleryImage } from './create-gallery-image.ts';
export { replaceGalleryImage } from './replace-gallery-image.ts';
export { updateGalleryImage } from './update-gallery-image.ts';
export { deleteGalleryImage } from './delete-gallery-image.ts';
export { orderGalleryImages } from './order-gallery-images.ts';
export { deleteSpecialistPhoto, uploadSpecialistPhoto } from './upload-specialist-photo.ts';
