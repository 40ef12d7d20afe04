import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { visuallyHidden } from '../components/table/HiddenText';
import type { TypedAhead } from './FindAnythingDialog';
import { Key } from './Key';

// The palette's code loads the first time it is opened (or pointed at), not with every screen.
const loadDialog = () => import('./FindAnythingDialog');
const FindAnythingDialog = lazy(loadDialog);

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The header's search: a box that opens the palette (an icon on phones), and Ctrl/Cmd+K anywhere
 * in the console.
 */
export function FindAnything() {
  const { t } = useTranslation('find');
  const [open, setOpen] = useState(false);
  // Mounted once asked for, so it keeps its state hidden and opens at once the next time.
  const [asked, setAsked] = useState(false);
  // What is typed while the palette's code arrives lands in a real input (input methods included,
  // Thai's too), and the palette's box takes it over when it appears: no keystroke is lost.
  const typedAhead = useRef<HTMLInputElement>(null);
  // An Enter pressed there too: the palette carries it out once the text's records are in.
  const enterAhead = useRef(false);
  // Where the focus was before: closed without opening a record, the palette gives it back there.
  const focusedBefore = useRef<HTMLElement | null>(null);
  const show = useCallback(() => {
    focusedBefore.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    typedAhead.current?.focus();
    setAsked(true);
    setOpen(true);
  }, []);
  const takeTypedAhead = (): TypedAhead => {
    const input = typedAhead.current;
    const taken = { text: input?.value ?? '', enter: enterAhead.current };
    if (input) input.value = '';
    enterAhead.current = false;
    return taken;
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        show();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [show]);

  const shortcut = t(isMac() ? 'find:shortcutMac' : 'find:shortcut');
  return (
    <>
      <IconButton
        aria-label={t('find:openLabel')}
        aria-haspopup="dialog"
        onClick={show}
        sx={{ display: { xs: 'inline-flex', sm: 'none' }, border: 1, borderColor: 'divider' }}
      >
        <SearchRounded />
      </IconButton>
      <ButtonBase
        aria-label={t('find:openLabel')}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={show}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        sx={{
          display: { xs: 'none', sm: 'flex' },
          alignItems: 'center',
          gap: 1,
          width: { sm: 260, md: 340 },
          maxWidth: '100%',
          height: 40,
          px: 1.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          color: 'text.secondary',
          // A button takes the browser's own font otherwise, which has no Thai.
          typography: 'body2',
          justifyContent: 'flex-start',
          '&:hover': { borderColor: 'text.primary' },
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
        }}
      >
        <SearchRounded aria-hidden />
        <Box
          component="span"
          sx={{
            flexGrow: 1,
            textAlign: 'start',
            overflow: 'hidden',
            whiteSpace: 'nowrap',
            textOverflow: 'ellipsis',
          }}
        >
          {t('find:open')}
        </Box>
        <Box component="span" aria-hidden sx={{ display: { xs: 'none', md: 'inline-block' } }}>
          <Key>{shortcut}</Key>
        </Box>
      </ButtonBase>
      <Box
        component="input"
        ref={typedAhead}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        aria-label={t('find:label')}
        onKeyDown={(event) => {
          if (event.key === 'Enter') enterAhead.current = true;
        }}
        onInput={() => {
          enterAhead.current = false;
        }}
        sx={visuallyHidden}
      />
      {asked && (
        <Suspense fallback={null}>
          <FindAnythingDialog
            open={open}
            onClose={() => setOpen(false)}
            takeTypedAhead={takeTypedAhead}
            returnFocus={() => focusedBefore.current?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
