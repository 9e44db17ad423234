import { COMPLETE_PATH, pathOnly } from './paths';

/** The complete page for a flow's page: its Try again returns there (the `to` query). */
export const completePathFrom = (flowPath: string): string => `${COMPLETE_PATH}?to=${encodeURIComponent(pathOnly(flowPath))}`;

/** Spec §2: the chosen method's video guide, a page every flow may open. */
export const VIDEO_INSTRUCTION_PATH = '/deposit/video-instruction';

/** A guide that is a video file plays on the video instruction page; any other opens in a new tab. */
export function isVideoUrl(url: string): boolean {
  try {
    return /\.(mp4|webm|ogv|ogg|mov)$/i.test(new URL(url, 'https://x.invalid/').pathname);
  } catch {
    return false;
  }
}
