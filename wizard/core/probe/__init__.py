"""The machine probe: ``probe_machine()`` and the step generator ``probe_step()`` -> ``MachineFacts``."""

from __future__ import annotations

from wizard.core.probe.steps import probe_machine, probe_step, sub_probes
from wizard.platform.probe import default_probe_context
from wizard.platform.probe_context import ProbeContext

__all__ = ["ProbeContext", "default_probe_context", "probe_machine", "probe_step", "sub_probes"]
