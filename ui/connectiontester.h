#pragma once

#include <QObject>

#include <core/settings/connectionstore.h>
#include <ui/connectiondialog.h>

namespace Ei::Ui {

// "Test connection": asks the REST gateway for its version and the cluster's (GET /version and
// /version/cluster), then whether the connection's table exists, through core's RestClient with
// the connection's headers, TLS options, authentication and timeout; then says whom the server
// accepted (ServerInfo::identity: the Kerberos principal with the ticket's end, the Basic user,
// the client certificate, doAs). Asynchronous: `done` is called once, later,
// on `context`'s thread (never if `context` is destroyed first).
void testConnection(const Core::SavedConnection &connection, QObject *context, ConnectionDialog::Done done);

// "Test Crossref": asks the connection's Crossref source what it is (for the database: the
// server's version and the crossref table's size; for HTTP sources: that they answer a lookup)
// through core's CrossrefClient, with the connection's password and timeout. Asynchronous like
// testConnection.
void testCrossrefSource(const Core::SavedConnection &connection, QObject *context,
                        ConnectionDialog::CrossrefDone done);

} // namespace Ei::Ui
