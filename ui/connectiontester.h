#pragma once

#include <QObject>

#include <core/settings/connectionstore.h>
#include <ui/connectiondialog.h>

namespace Ei::Ui {

// "Test connection": asks the REST gateway for its version and the cluster's (GET /version and
// /version/cluster), then whether the connection's table exists, through core's RestClient with
// the connection's headers, TLS options and timeout. Asynchronous: `done` is called once, later,
// on `context`'s thread (never if `context` is destroyed first).
void testConnection(const Core::SavedConnection &connection, QObject *context, ConnectionDialog::Done done);

} // namespace Ei::Ui
