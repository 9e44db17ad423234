import { CopyButton } from '../copy/CopyButton';

/** Spec §9: a transaction hash longer than 10 is shown as its first 5 and last 5. */
export const shortHash = (hash: string): string => (hash.length > 10 ? `${hash.slice(0, 5)}…${hash.slice(-5)}` : hash);

/** A transaction hash, shortened to read, copied whole. */
export function HashValue({ hash, label }: { hash: string; label: string }) {
  return (
    <>
      <bdi className="requisites__text" dir="ltr" title={hash}>
        {shortHash(hash)}
      </bdi>
      <CopyButton text={hash} label={label} />
    </>
  );
}
