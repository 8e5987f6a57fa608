"""One composition per plan step: the operations each step of a plan carries out, built here once.

Why a package of its own: the GUI's pages, the CLI's commands and ``apply`` each used to build a step's
operations themselves, and the copies drifted (``apply`` made the env without its activate-script block; the
same step was journaled as ``create-env`` or ``env-create``). Each function here turns the plan (and what
the front-end asked: a name, an index, a folder) into the list of operations of one step; the front-ends
only gather those inputs, preview, confirm and run, and journal the step under the plan's own step id
(:class:`wizard.core.plan.StepId`). The package sits above the domains whose operations it composes
(``install``, ``envvars``, ``pyenv``) and below ``apply``; nothing under it reads settings or files of its
own accord: network settings and the mirror come in as parameters.

* :func:`wizard.core.steps.python_env.env_operations`: ``create-env`` (the env, its activate block, a kernel).
* :func:`wizard.core.steps.toolkit.cuda_operations`: ``install-cuda`` (NVIDIA's installer).
* :func:`wizard.core.steps.toolkit.cudnn_operations`: ``install-cudnn`` (the copy, and the user folder's path).
* :func:`wizard.core.steps.toolkit.path_operations`: ``set-env-vars`` (PATH and CUDA's variables; ``path``'s one
  folder: :func:`~wizard.core.steps.toolkit.path_edit_operations`).
* :mod:`wizard.core.steps.wsl`: the WSL2 route's ``check-wsl`` and ``create-env`` from Windows.
* :mod:`wizard.core.steps.miniforge`: ``conda-install`` (Miniforge, when a conda route finds no conda).
* :mod:`wizard.core.steps.proof`: ``prove-gpu`` (keep the env only if TensorFlow computed on the GPU, else undo it).
* :class:`wizard.core.steps.run.StepRun`: how every front-end runs one of them (prepare, preview, journal with the
  elevated helper, discard); no front-end calls the journal kernel's runner itself.
"""
