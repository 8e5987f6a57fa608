"""The WSL2 route driven from Windows: WSL's facts, the steps that set it up, the run of the plan inside.

* :mod:`.facts` what WSL is on this Windows (installed, its version, the distributions) and what is inside one.
* :mod:`.parse` wsl.exe's own answers (UTF-16LE, localized labels, the old inbox wsl.exe) read into facts.
* :mod:`.probe` asks wsl.exe (through :mod:`wizard.platform.wsl_exe`) and the registry for those facts.
* :mod:`.reboot` the restart that enabling WSL may need, and the per-user RunOnce entry that continues after it.
* :mod:`.setup_ops`, :mod:`.inbox_ops`, :mod:`.user_ops`, :mod:`.inside_ops` the journaled operations (enable
  WSL, or its features through dism.exe for the old inbox wsl.exe, and its update; install the distribution, its
  user, the wizard inside, the plan applied inside) with their undo.
* :mod:`.first_launch` a Store distribution that registers only at its first launch, registered by its launcher.
"""
