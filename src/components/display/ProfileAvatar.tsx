import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import { getConfig } from '../../lib/config';
import { ImagePaths } from '../../../contract';

export interface ProfileAvatarProps {
  /** Profile image id; without one the initials show. */
  imageId: string | null | undefined;
  firstName?: string | null;
  lastName?: string | null;
  size?: number;
  /** An image to show instead of the stored one: a newly chosen file's preview. */
  previewUrl?: string | null;
}

export function initialsOf(firstName?: string | null, lastName?: string | null): string {
  return [firstName, lastName]
    .map((name) => name?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
}

/**
 * A profile picture from the API's image path, in a plain <img>; the initials take its place when
 * there is no image or it fails to load.
 */
export function ProfileAvatar({ imageId, firstName, lastName, size = 40, previewUrl }: ProfileAvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const name = [firstName, lastName].filter(Boolean).join(' ');
  const src = previewUrl ?? (imageId ? `${getConfig().apiBaseUrl}${ImagePaths.profile(imageId)}` : null);
  return (
    <Avatar
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      {src && failedSrc !== src ? (
        <Box
          component="img"
          src={src}
          alt={name}
          loading="lazy"
          referrerPolicy="no-referrer"
          onError={() => setFailedSrc(src)}
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        initialsOf(firstName, lastName) || undefined
      )}
    </Avatar>
  );
}
