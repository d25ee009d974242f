import { slotTypesText, type AcceptedFileType } from '@/lib/contract/file-slots';
import { HttpError } from '../platform/http-error';
import { sniffFileType } from './sniff';

/** A slot's check that its file is one of `types`, read from the content as the store reads it (415). */
export function slotTypeCheck(what: string, types: readonly AcceptedFileType[]): (bytes: Uint8Array) => void {
  const message = `${what} must be a ${slotTypesText(types)}`;
  return (bytes) => {
    const type = sniffFileType(bytes);
    if (!type || !types.includes(type)) throw new HttpError(415, message);
  };
}
