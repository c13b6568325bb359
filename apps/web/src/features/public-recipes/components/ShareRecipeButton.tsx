import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonVariant } from '../../../components/ui/Button';
import { publicRecipeStrings as s } from '../strings';
import { ShareRecipeDialog, type ShareableRecipe } from './ShareRecipeDialog';

/** Props of {@link ShareRecipeButton}. */
export interface ShareRecipeButtonProps {
  recipe: ShareableRecipe;
  variant?: ButtonVariant;
  /** Names the recipe for screen readers where several are listed ('Share Lasagna'). */
  named?: boolean;
}

/** Share on a cook's own recipe: opens the Share Recipe modal. */
export function ShareRecipeButton({ recipe, variant = 'secondary', named = false }: ShareRecipeButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} aria-haspopup="dialog" aria-label={named ? s.shareNamed(recipe.name) : undefined} onClick={() => { setOpen(true); }}>
        <Share2 size={20} strokeWidth={1.75} aria-hidden="true" />
        {s.share}
      </Button>
      <ShareRecipeDialog recipe={recipe} open={open} onOpenChange={setOpen} />
    </>
  );
}
