import Box from '@mui/material/Box';

/**
 * A link that keyboard users meet first and others never see (issue #14, point 7): it moves the
 * focus to `target` (an element with tabIndex -1), so that the next Tab goes on from there.
 */
export function SkipLink({ target, children }: { target: string; children: string }) {
  return (
    <Box
      component="a"
      href={`#${target}`}
      onClick={(e) => {
        e.preventDefault(); // the address keeps the map's place, without a #fragment
        document.getElementById(target)?.focus();
      }}
      sx={{
        position: 'absolute',
        left: -10_000,
        color: 'primary.main',
        width: 1,
        height: 1,
        overflow: 'hidden',
        '&:focus': {
          left: 16,
          top: 72,
          width: 'auto',
          height: 'auto',
          zIndex: 'tooltip',
          p: 1.5,
          bgcolor: 'background.paper',
          boxShadow: 4,
          borderRadius: 1,
        },
      }}
    >
      {children}
    </Box>
  );
}
