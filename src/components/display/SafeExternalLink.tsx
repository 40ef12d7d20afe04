import Link from '@mui/material/Link';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { formatText } from '../../lib/format';
import { safeHttpUrl } from '../../lib/links';

export interface SafeExternalLinkProps {
  /** A value that may or may not be a URL (e.g. a partner's location). */
  value: string | null | undefined;
  /** The link's text when the value is a URL, e.g. "View map"; otherwise the value itself shows. */
  label?: string;
}

/** Only an http or https address becomes a link (opening in a new tab); anything else is plain text. */
export function SafeExternalLink({ value, label }: SafeExternalLinkProps) {
  const href = safeHttpUrl(value);
  if (!href) return <>{formatText(value)}</>;
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      {label ?? href}
      <OpenInNewRounded sx={{ fontSize: '1em' }} aria-hidden />
    </Link>
  );
}
