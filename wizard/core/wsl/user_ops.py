"""Inside the distribution, as root: the Linux user (UID 1000, made without questions) and ``/etc/wsl.conf``'s
``[user] default=`` so that WSL starts as that user.

Why without questions: a distribution installed with ``--no-launch`` has no user yet, and its first start
would ask for one in a console the wizard cannot answer. ``useradd`` through ``-u root -e`` needs no password;
the user sets one later with ``wsl -d DISTRO -u root passwd USER`` (the report says so).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass
from typing import Any

from wizard.basics.i18n import tr
from wizard.core.ops.base import ApplyResult, OpContext, Outcome, Preview, build_with_keywords, in_tense, register_kind
from wizard.core.wsl.calls import answer_of, run_as
from wizard.core.wsl.setup_ops import registered
from wizard.core.wsl.wsl_conf import with_default_user

WSL_CONF = "/etc/wsl.conf"
LINUX_UID = "1000"  # the first user's UID, as the distribution's own first start would make it


def user_exists(distro: str, user: str) -> bool:
    """True when ``user`` is known inside ``distro``."""
    return answer_of(distro, "root", "id", "-u", user).code == 0


@dataclass(frozen=True)
class CreateLinuxUser:
    """``useradd --create-home --uid 1000 --shell /bin/bash --groups sudo USER`` inside, as root."""

    distro: str
    user: str
    kind = "wsl-linux-user"

    def describe(self) -> str:
        """See Operation."""
        return tr("Wsl", "Create the Linux user {user} in {distro}").format(user=self.user, distro=self.distro)

    def preview(self) -> Preview:
        """See Operation."""
        there = user_exists(self.distro, self.user)
        return Preview(self.describe(), self.user if there else "", self.user)

    def needs_elevation(self) -> bool:
        """Root inside the distribution is not admin on Windows."""
        return False

    def apply(self, ctx: OpContext) -> ApplyResult:
        """See Operation: an existing user is left as it is."""
        if user_exists(self.distro, self.user):
            return ApplyResult(Outcome.NO_CHANGE)
        if ctx.dry_run:
            return ApplyResult(Outcome.MODIFIED, dry_run=True)
        ctx.note_intent({"distro": self.distro, "user": self.user})
        run_as(self.distro, "root", "useradd", "--create-home", "--uid", LINUX_UID, "--shell", "/bin/bash",
               "--groups", "sudo", self.user)
        return ApplyResult(Outcome.MODIFIED, {"distro": self.distro, "user": self.user})

    def to_params(self) -> dict[str, Any]:
        """See Operation."""
        return asdict(self)


def _remove_user(record: Mapping[str, Any], ctx: OpContext) -> str:
    values = {**(record.get("_params") or {}), **{k: v for k, v in record.items() if not k.startswith("_")}}
    distro, user = str(values.get("distro", "")), str(values.get("user", ""))
    if registered(distro) is None or not user_exists(distro, user):
        return tr("Wsl", "The Linux user {user} is already gone.").format(user=user)
    if not ctx.dry_run:
        run_as(distro, "root", "userdel", "--remove", user)
    return in_tense(ctx.dry_run, tr("Wsl", "Removed the Linux user {user} and its home folder.").format(user=user),
                    tr("Wsl", "Would remove the Linux user {user} and its home folder.").format(user=user))


def read_wsl_conf(distro: str) -> str | None:
    """The text of ``/etc/wsl.conf`` inside, or None when there is none."""
    answer = answer_of(distro, "root", "cat", WSL_CONF)
    return answer.out.decode("utf-8", errors="replace") if answer.code == 0 else None


def write_wsl_conf(distro: str, text: str) -> None:
    """Replace ``/etc/wsl.conf`` inside with ``text`` (through standard input: no shell, no quoting)."""
    run_as(distro, "root", "dd", f"of={WSL_CONF}", "status=none", stdin=text.encode("utf-8"))


@dataclass(frozen=True)
class SetDefaultUser:
    """``[user] default=USER`` in ``/etc/wsl.conf`` (the rest of the file kept); takes effect at the next start."""

    distro: str
    user: str
    kind = "wsl-default-user"

    def describe(self) -> str:
        """See Operation."""
        return tr("Wsl", "Make {user} the user {distro} starts as (/etc/wsl.conf)").format(
            user=self.user, distro=self.distro)

    def preview(self) -> Preview:
        """See Operation."""
        before = read_wsl_conf(self.distro) or ""
        return Preview(WSL_CONF, before, with_default_user(before, self.user))

    def needs_elevation(self) -> bool:
        """Root inside the distribution is not admin on Windows."""
        return False

    def apply(self, ctx: OpContext) -> ApplyResult:
        """See Operation."""
        before = read_wsl_conf(self.distro)
        after = with_default_user(before or "", self.user)
        if before == after:
            return ApplyResult(Outcome.NO_CHANGE)
        if ctx.dry_run:
            return ApplyResult(Outcome.MODIFIED, dry_run=True)
        record = {"distro": self.distro, "before": before, "after": after}
        ctx.note_intent(record)
        write_wsl_conf(self.distro, after)
        return ApplyResult(Outcome.MODIFIED, record)

    def to_params(self) -> dict[str, Any]:
        """See Operation."""
        return asdict(self)


def _restore_wsl_conf(record: Mapping[str, Any], ctx: OpContext) -> str:
    """The file as it was (removed when there was none), unless someone changed it since."""
    distro = str(record.get("distro") or (record.get("_params") or {}).get("distro") or "")
    if "after" not in record or registered(distro) is None:
        return tr("Wsl", "Nothing to restore in {path}.").format(path=WSL_CONF)
    now = read_wsl_conf(distro)
    if now != record["after"]:
        return tr("Wsl", "{path} was changed since; left as it is.").format(path=WSL_CONF)
    if not ctx.dry_run:
        before = record.get("before")
        if before is None:
            run_as(distro, "root", "rm", "-f", WSL_CONF)
        else:
            write_wsl_conf(distro, str(before))
    return in_tense(ctx.dry_run, tr("Wsl", "Restored {path}.").format(path=WSL_CONF),
                    tr("Wsl", "Would restore {path}.").format(path=WSL_CONF))


register_kind(CreateLinuxUser.kind, reverse=_remove_user, build=build_with_keywords(CreateLinuxUser),
              reverse_interrupted=_remove_user)
register_kind(SetDefaultUser.kind, reverse=_restore_wsl_conf, build=build_with_keywords(SetDefaultUser),
              reverse_interrupted=_restore_wsl_conf)
