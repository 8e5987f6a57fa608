"""Verify page: runs the proof in the chosen environment and shows each check in plain words, the fix (with a
button back to the step that applies it), the CPU-vs-GPU time as a bar chart, "Run again", and the raw JSON;
for a plan kept only once proved on the GPU, a failed proof's message with "Undo this environment" and "Plan
for the processor" (wizard.gui.widgets.proof_failed over wizard.core.steps.proof, as ``apply`` says it).

A view over :func:`wizard.core.doctor.verify_step.verify_step`; the environment's python comes from the session
(``session.env_python``, set by the environment step) or is typed in.
"""

from __future__ import annotations

import json
from html import escape
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget, QWizard

from wizard.basics.events import LogLine
from wizard.core.doctor.verify_step import VerifyView, verify_step
from wizard.core.plan import StepId
from wizard.gui.models.framework_text import env_python_hint, no_env_yet, press_check, verify_title
from wizard.gui.models.proof_gate import ProofGate, judge_proof, next_allowed, quiet_view
from wizard.gui.pages.base import WizardPage
from wizard.gui.qt_compat import virtual_bool
from wizard.gui.session import Session
from wizard.gui.widgets.proof_failed import ProofFailed
from wizard.gui.widgets.verify_results import VerifyResults
from wizard.gui.workers import StepWorker


class VerifyPage(WizardPage):
    """The proof that the plan's framework trains on the GPU (or works on the CPU, when that was the choice)."""

    plan_step = StepId.VERIFY
    machine = "this"  # it changes (or proves) this computer: never for another machine's facts
    shows_inside_wsl = True  # on the WSL2 route from Windows: the verification the run inside WSL made
    fix_requested = Signal(str)  # a plan step id (WizardPage.plan_step) whose page can fix a failed check

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.view: VerifyView | None = None
        self.progress = 0
        self.worker: StepWorker | None = None
        self.python_edit = QLineEdit()
        self.run_button = QPushButton()
        self.run_button.clicked.connect(self.run_checks)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.results = VerifyResults()
        self.rows, self.chart, self.details = self.results.rows, self.results.chart, self.results.details
        self.details_button = self.results.details_button
        self.gate = ProofGate()
        self.proof = ProofFailed(session)
        self.proof.chosen.connect(self._proof_choice)
        self.proof.cpu_planned.connect(lambda: self.go_back_to(StepId.CREATE_ENV))
        self.results.fix_requested.connect(self.fix_requested)
        self.fix_requested.connect(self.go_back_to)
        top = QHBoxLayout()
        top.addWidget(self.python_edit, 1)
        top.addWidget(self.run_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.summary)
        layout.addWidget(self.proof)
        layout.addWidget(self.results)
        layout.addStretch(0)
        self.details_button.toggled.connect(  # the raw JSON, when shown, takes the room the page has
            lambda shown: layout.setStretchFactor(self.results, 1 if shown else 0))
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        tr = QCoreApplication.translate
        self.setTitle(verify_title(self.session.plan))  # the subtitle says on what
        if self.session.plan is not None and self.session.plan.route == "cpu":  # no GPU work promised
            self.setSubTitle(tr("VerifyPage", "Real work on the processor: a matrix multiplication, a convolution "
                                              "and a few training steps. This setup does not use a graphics card."))
        else:
            self.setSubTitle(tr("VerifyPage", "Real work on the GPU: a matrix multiplication, a convolution and a "
                                              "few training steps, timed against the CPU."))
        self.python_edit.setPlaceholderText(env_python_hint(self.session.plan))
        self.run_button.setText(tr("VerifyPage", "Run again") if self.view else tr("VerifyPage", "Check"))
        self.results.retranslate_ui()
        self.proof.retranslate_ui()
        if self.view is not None:
            self.show_view(self.view)

    def initializePage(self) -> None:
        self.retranslate_ui()  # the title follows the plan chosen since the page was built
        if self.session.wsl_env is not None:
            self._show_inside_wsl()
            return
        python = self.session.env_python
        if python and not self.python_edit.text():
            self.python_edit.setText(str(python))
            if self.view is None:  # made on the page before: Check is what comes next, and it says so
                self.summary.setText(press_check(self.session.plan))
        elif not self.python_edit.text() and self.view is None:
            self._offer_earlier_env()
        if not self.python_edit.text() and self.view is None:
            self._ask_for_python()

    def _show_inside_wsl(self) -> None:
        """The verification made inside WSL, as it came back: checked there, so nothing runs here."""
        from wizard.core.doctor.verify_step import view_of_document

        env, document = self.session.wsl_env, self.session.verification
        assert env is not None
        self.python_edit.setText(env.python)
        self.python_edit.setReadOnly(True)
        self.run_button.setText(QCoreApplication.translate("VerifyPage", "Run again"))
        if document is None:
            self.summary.setText(QCoreApplication.translate("VerifyPage", "The check inside WSL brought back no "
                                                                          "result."))
            return
        self.show_view(view_of_document(document))
        self.summary.setText(QCoreApplication.translate("VerifyPage", "Checked inside {distro}: {summary}").format(
            distro=env.distro, summary=self.summary.text()))

    def _offer_earlier_env(self) -> None:
        """No environment this run: the one the wizard made in an earlier run, when it is there."""
        from wizard.core.pyenv.envs import made_env_python
        from wizard.core.pyenv.names import DEFAULT_ENV_NAME, default_env_name

        plan = self.session.plan
        earlier = made_env_python(default_env_name(plan.framework) if plan else DEFAULT_ENV_NAME)
        if earlier is not None:
            self.python_edit.setText(str(earlier))
            self.summary.setText(QCoreApplication.translate(
                "VerifyPage", "This is the environment the wizard made in an earlier run. Press Check to verify "
                              "it, or type the path of another environment's Python."))

    def _ask_for_python(self) -> None:
        """Nothing to check yet: say where the interpreter comes from, so the empty field is not a dead end."""
        self.summary.setText(no_env_yet(self.session.plan))

    def run_checks(self) -> None:
        """Start the verification in a worker; the page stays usable and shows the result when done."""
        text = self.python_edit.text().strip()
        if self.worker is not None and self.worker.running:
            return
        if self.session.wsl_env is not None:
            self._run_inside_again()
            return
        if not text:
            self._ask_for_python()
            return
        tr = QCoreApplication.translate
        self.summary.setVisible(True)
        self.summary.setText(tr("VerifyPage", "Running the checks; the first run can take a minute..."))
        self.run_button.setEnabled(False)
        framework = self.session.plan.framework if self.session.plan is not None else "tensorflow"
        self.worker = StepWorker(lambda: verify_step(Path(text), framework=framework), self,
                                 synchronous=self.session.synchronous)
        self.progress = 0
        self.worker.event_emitted.connect(self._on_event)
        self.worker.succeeded.connect(self.show_view)
        self.worker.failed.connect(lambda error: self.summary.setText(str(getattr(error, "message", error))))
        self.worker.done.connect(lambda: self.run_button.setEnabled(True))
        self.worker.start()

    def _run_inside_again(self) -> None:
        """On the WSL2 route: the same proof again inside WSL (the route's core step), its document shown."""
        steps, env = self.session.route_steps(), self.session.wsl_env
        if steps is None or env is None:
            return
        self.summary.setVisible(True)
        self.summary.setText(QCoreApplication.translate("VerifyPage", "Running the checks inside {distro} again; "
                                                                      "this can take a minute...").format(
            distro=env.distro))
        self.run_button.setEnabled(False)
        self.worker = StepWorker(lambda: steps.verify_again(env), self, synchronous=self.session.synchronous)
        self.worker.succeeded.connect(self._came_back)
        self.worker.failed.connect(lambda error: self.summary.setText(str(getattr(error, "message", error))))
        self.worker.done.connect(lambda: self.run_button.setEnabled(True))
        self.worker.start()

    def _came_back(self, document: dict[str, object]) -> None:
        from dataclasses import replace

        self.session.verification = document
        if self.session.wsl_report is not None:  # the report says whether the last check inside passed
            self.session.wsl_report = replace(self.session.wsl_report, verified_inside=bool(document.get("passed")))
        self._show_inside_wsl()

    def _on_event(self, event: object) -> None:
        if isinstance(event, LogLine) and event.key == "verify":
            self.progress += 1
            self.summary.setText(QCoreApplication.translate("VerifyPage", "Running the checks: {count} done...")
                                 .format(count=self.progress))

    def show_view(self, view: VerifyView) -> None:
        """Paint one run: summary, a row per check (a fix button where a step can fix it), chart, JSON. After a
        failed GPU proof, the proof's one message and its two choices instead of the checks' own advice."""
        tr = QCoreApplication.translate
        self.view = view
        self.session.verification = json.loads(view.raw_json) if view.raw_json else None
        self.session.doctor = {"findings": [finding.to_dict() for finding in view.findings]}
        self.run_button.setText(tr("VerifyPage", "Run again"))
        self.gate = judge_proof(self.session.plan, view.run.report if view.run is not None else None)
        shown = quiet_view(view, self.gate)
        causes = "".join(f"<br>\u2022 {escape(f.cause)} <i>{escape(f.fix)}</i>" for f in shown.findings)
        self.summary.setText(f"<b>{escape(view.summary)}</b>{causes}")
        self.summary.setVisible(not self.gate.failed)  # the proof's message says it, once
        self.results.show_view(shown)
        self.proof.judge(self.gate.failed)
        self.completeChanged.emit()

    def _proof_choice(self, choice: str) -> None:
        """The user chose after a failed proof: Next is possible again."""
        self.gate = self.gate.chose("cpu" if choice == "cpu" else "undone")
        self.completeChanged.emit()

    def isComplete(self) -> bool:
        """Next as :func:`wizard.gui.models.proof_gate.next_allowed` says (a plan that must prove itself gates)."""
        run = self.view.run if self.view is not None else None
        return virtual_bool(next_allowed(self.gate, self.session.plan, run.report if run is not None else None,
                                         inside_wsl=self.session.wsl_env is not None))

    def go_back_to(self, step: str) -> None:
        """Go back to the visited page that carries out ``step`` (PATH, cuDNN...), if the user came through it."""
        _back_to_step(self.wizard(), step)

    def shutdown(self) -> None:
        self.proof.shutdown()
        if self.worker is not None:
            self.worker.cancel()
            self.worker.wait()


def _back_to_step(wizard: QWizard | None, step: str) -> None:
    """Press Back until the visited page that carries out ``step``; nothing when the user did not come through it."""
    if wizard is None:
        return
    target = next((pid for pid in wizard.visitedIds() if getattr(wizard.page(pid), "plan_step", None) == step), None)
    while target is not None and wizard.currentId() > target:
        before = wizard.currentId()
        wizard.back()
        if wizard.currentId() == before:
            return
