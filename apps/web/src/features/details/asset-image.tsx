import { useState } from 'react';
import { useApp } from '../../shell/app-context.js';

/** The URL of a catalog asset (`logos/exh-0001.svg`), served by the back office under files/assets. */
export function useAssetUrl(path: string): string {
  const { services } = useApp();
  return services.api.url(`files/assets/${path.replace(/^\/+/, '')}`);
}

/**
 * An image of the catalog with its alternative text. An image the device cannot get (offline and
 * never cached, or removed) is hidden rather than shown broken.
 */
export function AssetImage({ path, alt, className }: { path: string; alt: string; className?: string }) {
  const url = useAssetUrl(path);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (path === '' || failedUrl === url) return null;
  return <img src={url} alt={alt} className={className} loading="lazy" onError={() => setFailedUrl(url)} />;
}
