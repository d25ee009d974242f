import { MoonIcon, SunIcon } from '@/components/icons';

import { Button } from '@/components/ui/button';
import { ThemeMenu } from '@/components/layout/theme-menu';

/**
 * Light, dark or system. The icon follows the class on <html> through CSS, so the server's HTML is
 * right before the theme is known to React.
 */
function ThemeToggle() {
  return (
    <ThemeMenu>
      <Button variant="ghost" size="icon" className="relative" aria-label="Toggle theme">
        <SunIcon
          aria-hidden="true"
          className="scale-100 rotate-0 transition-transform dark:scale-0 dark:-rotate-90"
        />
        <MoonIcon
          aria-hidden="true"
          className="absolute scale-0 rotate-90 transition-transform dark:scale-100 dark:rotate-0"
        />
      </Button>
    </ThemeMenu>
  );
}

export { ThemeToggle };
