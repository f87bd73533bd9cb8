import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A blob: URL previewing the file last shown. The previous URL is revoked when
 * another file is shown and the last one when the component unmounts, so
 * previews never pile up in memory.
 */
export function useObjectUrl(): [url: string | null, show: (file: Blob | null | undefined) => void] {
  const [url, setUrl] = useState<string | null>(null);
  const current = useRef<string | null>(null);

  const show = useCallback((file: Blob | null | undefined) => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = file ? URL.createObjectURL(file) : null;
    setUrl(current.current);
  }, []);

  useEffect(() => {
    const urls = current;
    return () => {
      if (urls.current) URL.revokeObjectURL(urls.current);
      urls.current = null;
    };
  }, []);

  return [url, show];
}
