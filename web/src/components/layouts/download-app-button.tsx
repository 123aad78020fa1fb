import { useInstallPrompt } from '@/lib/install-prompt';

/** docs/product.md §2: shown only while the browser offers to install NoteSea. */
export function DownloadAppButton() {
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <button
      type="button"
      className="btn btn--secondary download-app"
      onClick={() => void install()}
    >
      Download App
    </button>
  );
}
