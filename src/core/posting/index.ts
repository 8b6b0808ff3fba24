/**
 * The posting domain's face (docs/architecture.md, The map): posts the user makes: pictures,
 * videos, cleaning files, uploads (Blossom, NIP-96, NIP-98). What the rest of the app uses of
 * it; the build imports each name from its file.
 */
export { blossomUploadAuth } from './blossom-auth';
export { parseUploadServerSpec, type UploadServerSpec } from './nip96';
export { authorizationHeader, httpAuthTemplate } from './nip98';
export { blurhashPlan, ENCODE_QUALITY, type OutputMime, outputSize, pictureOutputPlan } from './picture-output';
export {
  draftProblem,
  MAX_ALT_LENGTH,
  MAX_CAPTION_LENGTH,
  MAX_POST_PICTURES,
  MAX_TITLE_LENGTH,
  picturePostTemplate,
  type PostPicture,
  type PreparedPicture,
} from './picture-post';
export { postHashtags } from './post-hashtags';
export { failureReason, serverReason, UploadError, uploadFailureMessage } from './upload-failure';
export { serverHost, uploadPlan, type UploadPlan, type UploadTarget, type UserUploadServers } from './upload-server';
export { parseBlobDescriptor, parseNip96Answer, type UploadedFile } from './uploaded-file';
export { cleanVideo } from './video-clean';
export { isVideoFile, posterTime, videoPlan } from './video-output';
export { isPreparedVideo, type PreparedVideo, videoPostTemplate } from './video-post';
