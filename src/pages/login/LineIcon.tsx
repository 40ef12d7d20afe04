import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/** LINE's speech-bubble mark, drawn inline (MUI's icon set has none). */
export function LineIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props} viewBox="0 0 24 24">
      <path d="M12 3C6.5 3 2 6.6 2 11.1c0 4 3.6 7.4 8.4 8l.3.1c.2.1.3.4.2.7l-.3 1.5c-.1.4.2.8.6.5 4.1-2.3 9.8-6.1 10.6-9.9.1-.3.2-.6.2-.9C22 6.6 17.5 3 12 3Zm-4.7 10.6H5.6a.5.5 0 0 1-.5-.5V9.3a.5.5 0 0 1 1 0v3.3h1.2a.5.5 0 0 1 0 1Zm1.8-.5a.5.5 0 0 1-1 0V9.3a.5.5 0 0 1 1 0v3.8Zm4.2 0a.5.5 0 0 1-.9.3l-1.8-2.4v2.1a.5.5 0 0 1-1 0V9.3a.5.5 0 0 1 .9-.3l1.8 2.4V9.3a.5.5 0 0 1 1 0v3.8Zm3.2-2.4a.5.5 0 0 1 0 1h-1.2v.9h1.2a.5.5 0 0 1 0 1h-1.7a.5.5 0 0 1-.5-.5V9.3c0-.3.2-.5.5-.5h1.7a.5.5 0 0 1 0 1h-1.2v.9h1.2Z" />
    </SvgIcon>
  );
}
