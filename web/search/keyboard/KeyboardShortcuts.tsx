// The search pages' keyboard: « / » the box, j/k or the arrows between results, o in a new tab, « ? » the list.
import { useEffect, useRef, useState } from 'react';
import { CloseButton } from '../../components/CloseButton';
import { actionOf, movedTo, resultLinks } from './keys';
import { SHORTCUT_WORDS as W } from './shortcuts';
import { ShortcutList } from './ShortcutList';

function searchBox(): HTMLInputElement | null {
  return document.querySelector<HTMLInputElement>('form.searchbox input[name="q"]');
}

export function KeyboardShortcuts() {
  const [listShown, setListShown] = useState(false);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const action = actionOf(event, document.activeElement);
      if (!action) return;
      if (action === 'help') {
        event.preventDefault();
        setListShown(true);
        return;
      }
      if (action === 'search') {
        const box = searchBox();
        if (!box) return;
        // The « / » is not typed into the box.
        event.preventDefault();
        box.focus();
        box.setSelectionRange(box.value.length, box.value.length);
        return;
      }
      const links = resultLinks();
      const current = links.indexOf(document.activeElement as HTMLAnchorElement);
      if (action === 'open-new-tab') {
        const link = links[current];
        if (!link) return;
        event.preventDefault();
        window.open(link.href, '_blank', 'noopener');
        return;
      }
      const to = movedTo(current, links.length, action);
      if (to < 0) return;
      event.preventDefault();
      // Focus moves to the link: its name is read out, and Enter opens it as any link.
      links[to]!.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return listShown ? <ShortcutsDialog onClose={() => setListShown(false)} /> : null;
}

function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  // A modal <dialog>: focus inside, Escape closes it, the page hidden from assistive tech meanwhile.
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby="shortcuts-title"
      onClose={onClose}
      onClick={(e) => e.target === e.currentTarget && onClose()}
    >
      <div className="dialog-body">
        <div className="shortcuts-head">
          <h2 id="shortcuts-title">{W.title}</h2>
          <CloseButton label={W.close} onClick={onClose} />
        </div>
        <p>{W.intro}</p>
        <ShortcutList />
      </div>
    </dialog>
  );
}
