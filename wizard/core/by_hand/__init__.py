"""What the user does by hand, and the hand-over of a plan to another machine: the commands, right for every plan.

* :mod:`.model` the one type every by-hand list is made of (:class:`~.model.ManualStep`).
* :mod:`.commands` the plan's remaining steps as commands: the driver, WSL2, the Python side, the check.
* :mod:`.windows_machine`, :mod:`.linux_machine` the machine side (CUDA, cuDNN, the search path) per OS;
  what both share is in :mod:`.machine_plan`, so neither imports the other.
* :mod:`.wsl_editors` the environment made inside WSL, opened from Windows (VS Code, JupyterLab, PyCharm).
* :mod:`.handover` a plan made here for another machine: the plan file, its files, a README, the commands.
"""
