// Precompiled for the test executables, on top of core.h or widgets.h: see core.h.
#pragma once

#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
