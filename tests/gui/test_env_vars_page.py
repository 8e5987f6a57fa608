"""The Environment-variables page: review first, then apply, then the result, with Undo (offscreen Qt).

Two real backends drive it: the POSIX one on real rc files in a temporary HOME, and the Windows one over
MemoryRegistry, the in-memory stand-in for winreg (no Windows registry exists on this test machine).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.fakes.memory_registry import MemoryRegistry
from wizard.core.envvars.env_ops import cuda_environment_operations
from wizard.core.envvars.model import Scope
from wizard.core.envvars.posix_env import PosixEnvBackend
from wizard.core.envvars.windows_env import WindowsEnvBackend
from wizard.core.ops.journal import Journal
from wizard.gui.pages.env_vars_page import EnvVarsPage
from wizard.gui.session import Session
from wizard.platform.registry import (
    HKCU,
    HKLM,
    REG_EXPAND_SZ,
    SYSTEM_ENVIRONMENT,
    USER_ENVIRONMENT,
    RegistryValue,
)

CUDA_ROOT = "/usr/local/cuda-11.2"
WIN_ROOT = "C:\\Program Files\\NVIDIA GPU Computing Toolkit\\CUDA\\v11.2"
LEFT = Qt.MouseButton.LeftButton


def _files(home: Path) -> dict[str, bytes]:
    return {str(p.relative_to(home)): p.read_bytes() for p in sorted(home.glob(".*")) if p.is_file()}


def _page(qtbot: QtBot, backend: object, root: str) -> EnvVarsPage:
    page = EnvVarsPage(Session(synchronous=True))

    def operations(scope: Scope) -> list[object]:
        return list(cuda_environment_operations(root, (11, 2), scope, backend=backend))  # type: ignore[arg-type]

    page.operations_factory = operations
    qtbot.addWidget(page)
    page.resize(820, 600)
    page.show()
    qtbot.waitExposed(page)
    page.initializePage()
    return page


def test_posix_review_then_apply_then_undo_restores_the_rc_files(
    qtbot: QtBot, isolated_home: Path, artifacts_dir: Path
) -> None:
    (isolated_home / ".bashrc").write_bytes(b"alias ll='ls -l'")
    before = _files(isolated_home)
    backend = PosixEnvBackend(isolated_home, isolated_home / ".config" / "tfgpu-wizard",
                              environ={"PATH": "/usr/bin:/bin"})
    page = _page(qtbot, backend, CUDA_ROOT)
    # Review first: nothing written yet, the list and PATH before/after are shown.
    assert page.operations_list.count() == 2 and page.apply_button.isEnabled()
    assert page.before_box.toPlainText().splitlines() == ["/usr/bin", "/bin"]
    assert page.after_box.toPlainText().splitlines() == [f"+ {CUDA_ROOT}/bin", "  /usr/bin", "  /bin"]
    assert _files(isolated_home) == before and not page.isComplete()
    page.grab().save(str(artifacts_dir / "env_vars_page_review.png"))

    qtbot.mouseClick(page.apply_button, LEFT)
    assert page.state == "applied" and page.isComplete() and page.undo_button.isVisible()
    assert "2 changes applied" in page.result_label.text()
    assert b"tfgpu-wizard" in (isolated_home / ".bashrc").read_bytes()
    assert len(Journal().pending()) == 2
    page.grab().save(str(artifacts_dir / "env_vars_page_applied.png"))

    qtbot.mouseClick(page.undo_button, LEFT)
    assert _files(isolated_home) == before
    assert "Undone" in page.result_label.text() and Journal().pending() == []


def test_windows_warns_when_an_older_cuda_in_the_system_path_comes_first(
    qtbot: QtBot, artifacts_dir: Path
) -> None:
    registry = MemoryRegistry()
    old_bin = "C:\\Program Files\\NVIDIA GPU Computing Toolkit\\CUDA\\v10.1\\bin"
    registry.set_raw(HKLM, SYSTEM_ENVIRONMENT, "Path", RegistryValue(f"%SystemRoot%\\system32;{old_bin}",
                                                                     REG_EXPAND_SZ))
    user_path = RegistryValue("%USERPROFILE%\\AppData\\Local\\Microsoft\\WindowsApps", REG_EXPAND_SZ)
    registry.set_raw(HKCU, USER_ENVIRONMENT, "Path", user_path)
    page = _page(qtbot, WindowsEnvBackend(registry, lambda: True), WIN_ROOT)
    assert page.operations_list.count() == 3  # CUDA_PATH, CUDA_PATH_V11_2, PATH
    assert page.banner.isVisible() and "older CUDA (10.1)" in page.banner.message_label.text()
    page.grab().save(str(artifacts_dir / "env_vars_page_windows_warning.png"))

    qtbot.mouseClick(page.apply_button, LEFT)
    assert registry.read(HKCU, USER_ENVIRONMENT, "CUDA_PATH") is not None
    assert registry.read(HKLM, SYSTEM_ENVIRONMENT, "CUDA_PATH") is None  # user scope never touches HKLM
    qtbot.mouseClick(page.undo_button, LEFT)
    assert registry.read(HKCU, USER_ENVIRONMENT, "Path") == user_path
    assert registry.read(HKCU, USER_ENVIRONMENT, "CUDA_PATH") is None


def test_a_path_the_wizard_must_not_touch_is_shown_as_an_error_and_apply_is_off(qtbot: QtBot) -> None:
    registry = MemoryRegistry()
    registry.set_raw(HKCU, USER_ENVIRONMENT, "Path", RegistryValue(b"\x00\x01", 3))
    page = _page(qtbot, WindowsEnvBackend(registry, lambda: True), WIN_ROOT)
    assert page.banner.level == "error" and "not text" in page.banner.message_label.text()
    assert not page.apply_button.isEnabled()


def test_nothing_to_do_lets_the_user_go_on(qtbot: QtBot, isolated_home: Path) -> None:
    backend = PosixEnvBackend(isolated_home, isolated_home / ".cfg", environ={"PATH": "/usr/bin"})
    page = _page(qtbot, backend, CUDA_ROOT)
    qtbot.mouseClick(page.apply_button, LEFT)
    page.initializePage()  # a second visit after applying: everything is already in place
    assert not page.apply_button.isEnabled() and page.isComplete()


def test_the_plan_s_changes_point_at_the_folder_the_install_cuda_page_uses_on_this_computer(qtbot: QtBot) -> None:
    """Facts and plan of a Windows profile, as this machine's probe (this machine has no GPU): the changes are
    made here, so they name this computer's CUDA folder (as the Install CUDA page does) and pass its
    backend's checks."""
    from tests.gui.conftest import FACTS_DIR, this_machine
    from wizard.basics.facts import load_facts
    from wizard.core.install.cuda_installer import default_cuda_root
    from wizard.core.plan import Wishes
    from wizard.core.planner import make_plan
    from wizard.platform.host import HOST_OS

    session = Session(synchronous=True)
    session.use_facts(this_machine(load_facts(FACTS_DIR / "windows-rtx2060-driver-457.json")))
    assert session.facts is not None
    session.plan = make_plan(session.facts, Wishes(route="windows-native"))
    assert session.plan.cuda is not None
    page = EnvVarsPage(session)
    qtbot.addWidget(page)
    page.initializePage()
    assert page.banner.level == "", page.banner.message_label.text()
    root = str(default_cuda_root(HOST_OS, session.plan.cuda))
    assert page.operations and all(root in operation.describe() for operation in page.operations)
