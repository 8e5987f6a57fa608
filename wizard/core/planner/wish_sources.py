"""Where the user's wishes come from: an explicit option first, then an environment variable, then automatic.

Support staff and fleet scripts set ``TFGPU_WIZARD_TF``, ``TFGPU_WIZARD_ROUTE``, ``TFGPU_WIZARD_PYTHON`` and
``TFGPU_WIZARD_ALLOW_DRIVER_UPGRADE`` once instead of repeating flags (design.md section 2: explicit option,
then environment variable, then detected best). A bad value names the variable that holds it.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import get_args

from wizard.basics.errors import BadInputError
from wizard.basics.i18n import tr
from wizard.core.plan import ROUTES, Framework, Route, Wishes
from wizard.core.planner.versions import NEWEST, is_valid_python_wish, is_valid_tf_wish

ENV_TF = "TFGPU_WIZARD_TF"
ENV_ROUTE = "TFGPU_WIZARD_ROUTE"
ENV_PYTHON = "TFGPU_WIZARD_PYTHON"
ENV_ALLOW_DRIVER_UPGRADE = "TFGPU_WIZARD_ALLOW_DRIVER_UPGRADE"
ENV_FRAMEWORK = "TFGPU_WIZARD_FRAMEWORK"
AUTOMATIC = {"", "auto", "automatic"}
TRUE_WORDS = {"1", "true", "yes", "on"}
FALSE_WORDS = {"0", "false", "no", "off", ""}


def resolve_wishes(
    *,
    tensorflow: str | None = None,
    route: Route | None = None,
    python: str | None = None,
    allow_driver_upgrade: bool | None = None,
    framework: Framework | None = None,
    environ: Mapping[str, str] | None = None,
) -> Wishes:
    """Wishes from explicit values (None = not given), else the environment, else automatic."""
    env = os.environ if environ is None else environ
    return Wishes(
        tensorflow=tensorflow if tensorflow is not None else _tf_from(env),
        route=route if route is not None else _route_from(env),
        python=python if python is not None else _python_from(env),
        allow_driver_upgrade=(
            allow_driver_upgrade if allow_driver_upgrade is not None else _flag_from(env, ENV_ALLOW_DRIVER_UPGRADE)
        ),
        framework=framework if framework is not None else _framework_from(env),
    )


def _framework_from(env: Mapping[str, str]) -> Framework:
    value = env.get(ENV_FRAMEWORK, "").strip()
    if value.lower() in AUTOMATIC:
        return "tensorflow"
    for framework in get_args(Framework):
        if framework == value:
            return framework  # type: ignore[no-any-return]
    raise _bad(ENV_FRAMEWORK, value, tr("WishSources", "use one of: {frameworks}").format(
        frameworks=", ".join(get_args(Framework))))


def _tf_from(env: Mapping[str, str]) -> str:
    value = env.get(ENV_TF, "").strip()
    if value.lower() in AUTOMATIC:
        return NEWEST
    if not is_valid_tf_wish(value):
        raise _bad(ENV_TF, value, tr("WishSources", "use 2.4.0, 2.4 or newest"))
    return value


def _route_from(env: Mapping[str, str]) -> Route | None:
    value = env.get(ENV_ROUTE, "").strip()
    if value.lower() in AUTOMATIC:
        return None
    for route in ROUTES:
        if route == value:
            return route
    raise _bad(ENV_ROUTE, value, tr("WishSources", "use auto or one of: {routes}").format(routes=", ".join(ROUTES)))


def _python_from(env: Mapping[str, str]) -> str | None:
    value = env.get(ENV_PYTHON, "").strip()
    if value.lower() in AUTOMATIC:
        return None
    if not is_valid_python_wish(value):
        raise _bad(ENV_PYTHON, value, tr("WishSources", "use X.Y, for example 3.10, or auto"))
    return value


def _flag_from(env: Mapping[str, str], name: str) -> bool:
    value = env.get(name, "").strip().lower()
    if value in TRUE_WORDS:
        return True
    if value in FALSE_WORDS:
        return False
    raise _bad(name, value, tr("WishSources", "use 1 or 0"))


def _bad(variable: str, value: str, how: str) -> BadInputError:
    return BadInputError(
        tr("WishSources", "The environment variable {variable} holds '{value}', which is not valid.").format(
            variable=variable, value=value
        ),
        hint=tr("WishSources", "Correct or unset {variable}: {how}.").format(variable=variable, how=how),
        context={"variable": variable},
    )
