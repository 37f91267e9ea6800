import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { orderTexts } from '../result-texts';

const COPIED_FOR_MS = 2000;

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  // Pages served over plain http have no Clipboard API.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('Copy command refused');
}

/**
 * 'Copy' → 'Copied!' for a moment once the text is on the clipboard. `label` names what is copied
 * for screen readers where several are on one page ("Copy PIN of NH-7K3Q-92"); it starts with the
 * visible word so that voice control finds it by what it shows.
 */
export function CopyButton({ text, label, size }: { text: string; label?: string; size?: 'sm' }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = () => {
    copyText(text).then(
      () => {
        setCopied(true);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => setCopied(false), COPIED_FOR_MS);
      },
      (error: unknown) => console.error('Copying the PIN failed', error),
    );
  };

  return (
    <Button
      variant="outline"
      size={size}
      onClick={copy}
      aria-live="polite"
      aria-label={label && !copied ? label : undefined}
    >
      {copied ? (
        <Check className="size-4" aria-hidden="true" />
      ) : (
        <Copy className="size-4" aria-hidden="true" />
      )}
      {copied ? orderTexts.success.copied : orderTexts.success.copy}
    </Button>
  );
}
