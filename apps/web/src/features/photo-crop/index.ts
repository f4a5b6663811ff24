export { cropPicture, type LoadedPicture, loadCroppablePicture, loadPicture } from './image-file.js';
export { PhotoCropDialog, type PhotoCropDialogProps } from './photo-crop-dialog.js';
export { PhotoCropper } from './photo-cropper.js';
