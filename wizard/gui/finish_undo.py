""""Undo everything" for the Finish page: preview (``undo --all``'s dry run), confirmation, then the undo itself.

The undo runs as a step in a worker (a CUDA uninstall takes minutes), and the page refreshes when it ends.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject

from wizard.gui.workers import StepWorker

if TYPE_CHECKING:
    from wizard.core.ops.undo import UndoReport
    from wizard.gui.pages.finish_page import FinishPage


class UndoEverything(QObject):
    """Drives one "Undo everything" at a time for ``page``."""

    def __init__(self, page: FinishPage) -> None:
        super().__init__(page)
        self.page = page
        self.worker: StepWorker | None = None
        self.cache_removed: int | None = None  # the package cache's size when this undo removes it too

    def start(self) -> None:
        """Preview, ask, and undo when the user agrees."""
        tr = QCoreApplication.translate
        page = self.page
        if self.worker is not None and self.worker.running:
            return
        preview = page.model.undo_all_preview()
        if not preview:
            page.status.setText(tr("FinishPage", "There is nothing to undo."))
            return
        details = "\n".join(f"{'•' if row.ok else '✗'} {row.description}\n    {row.message}" for row in preview)
        question = tr("FinishPage", "Undo every change the wizard made on this computer? These {count} changes "
                                    "will be undone, newest first.").format(count=len(preview))
        if not page.hand_off.confirm(page, tr("FinishPage", "Undo everything"), question, details):
            return
        self._ask_to_unregister()
        self._run()

    def _ask_to_unregister(self) -> None:
        """A WSL distribution the wizard installed goes only after its own yes, naming what is lost (a no keeps
        it, and its entry stays for a later undo; the other changes are undone all the same)."""
        from wizard.core.ops.undo import entries_to_undo
        from wizard.core.wsl.consent import agree_to_unregister, distros_installed_by

        tr = QCoreApplication.translate
        page = self.page
        for distro in distros_installed_by(entries_to_undo(page.model.journal, "all")):
            question = tr("FinishPage", "Also remove the Linux distribution {distro} the wizard installed?").format(
                distro=distro)
            lost = tr("FinishPage", "Every file in {distro} is deleted: the Linux user's home folder, the "
                                    "environment, and anything you made there. No keeps {distro}; everything else "
                                    "is undone all the same.").format(distro=distro)
            if page.hand_off.confirm(page, tr("FinishPage", "Undo everything"), question, lost):
                agree_to_unregister(distro)

    def _run(self) -> None:
        from wizard.core.ops.elevation import make_reverse_elevator
        from wizard.core.ops.kinds import load_all_kinds
        from wizard.core.ops.undo import undo_step
        from wizard.core.pyenv.package_cache import cache_size, removing_cache

        load_all_kinds()
        journal = self.page.model.journal
        remove = self.page.cache_box.isChecked()  # unticked whenever the cache is empty
        self.cache_removed = cache_size() if remove else None
        self.page.undo_button.setEnabled(False)
        self.page.status.setText(QCoreApplication.translate("FinishPage", "Undoing…"))
        self.worker = StepWorker(lambda: removing_cache(undo_step(journal, "all", elevator=make_reverse_elevator()),
                                                        remove=remove), self, synchronous=self.page.session.synchronous)
        self.worker.succeeded.connect(self._succeeded)
        self.worker.failed.connect(self._failed)
        self.worker.done.connect(self._done)
        self.worker.start()

    def _succeeded(self, report: UndoReport) -> None:
        tr = QCoreApplication.translate
        if report.ok:
            text = tr("FinishPage", "Everything was undone ({count} changes).").format(count=len(report.items))
        else:
            stayed = "; ".join(f"{item.description}: {item.hint or item.message}" for item in report.failures)
            text = tr("FinishPage", "{count} changes could not be undone: {which}").format(
                count=len(report.failures), which=stayed)
        if self.cache_removed is not None:
            from wizard.core.pyenv.package_cache import cache_line

            text += "\n" + cache_line(self.cache_removed, removed=True)
        self.page.status.setText(text)

    def _failed(self, error: Any) -> None:
        message = getattr(error, "message", str(error))
        text = QCoreApplication.translate("FinishPage", "Undo stopped: {error}")
        self.page.status.setText(text.format(error=message))

    def _done(self) -> None:
        from wizard.core.wsl.consent import withdraw_agreements

        withdraw_agreements()  # a yes lasts one undo: the next one asks again
        self.page.undo_button.setEnabled(True)
        status = self.page.status.text()
        self.page.refresh()
        self.page.status.setText(status)

    def wait(self) -> None:
        """Block until a running undo has ended (the window is closing)."""
        if self.worker is not None and self.worker.running:
            self.worker.wait()
