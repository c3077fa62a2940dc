#pragma once

#include <functional>
#include <optional>

#include <QDialog>

#include <core/settings/connectionstore.h>
#include <core/settings/secretkeeper.h>
#include <ui/connectiondialog.h>

class QLabel;
class QListWidget;
class QListWidgetItem;
class QPushButton;

namespace Ei::Ui {

// What File → Connect… chose: the demo or a saved connection, in this window or a new one; or a
// server named on the command line (`--url`) that is not saved (yet).
struct ConnectionChoice
{
    // Spelled out so that {false, name, newWindow} needs no `server`.
    ConnectionChoice(bool demo = true, QString name = {}, bool newWindow = false,
                     std::optional<Core::SavedConnection> server = std::nullopt)
        : demo(demo)
        , name(std::move(name))
        , newWindow(newWindow)
        , server(std::move(server))
    {}
    static ConnectionChoice unsaved(const Core::SavedConnection &connection)
    {
        return ConnectionChoice(false, QString(), false, connection);
    }

    bool demo = true;
    QString name; // the saved connection's, when !demo
    bool newWindow = false;
    std::optional<Core::SavedConnection> server; // not saved: opened as it is, offered for saving
};

// File → Connect…: the saved connections (the demo always first) with Add, Edit, Duplicate and
// Remove; editing opens a ConnectionDialog whose "Test connection" runs the injected tester.
// Connect (or a double click) emits chosen(). Non-modal helpers only: nothing here spins an
// event loop of its own.
class ConnectionsDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConnectionsDialog)

public:
    ConnectionsDialog(Core::ConnectionStore store, QWidget *parent = nullptr);
    ~ConnectionsDialog() override;

    void setTester(ConnectionDialog::Tester tester) { m_tester = std::move(tester); }
    // Selects the entry of `choice` (the window's current connection).
    void select(const ConnectionChoice &choice);

    QListWidget *list() const { return m_list; }
    QPushButton *addButton() const { return m_add; }
    QPushButton *editButton() const { return m_edit; }
    QPushButton *duplicateButton() const { return m_duplicate; }
    QPushButton *removeButton() const { return m_remove; }
    QPushButton *connectButton() const { return m_connect; }
    QPushButton *newWindowButton() const { return m_newWindow; }
    // The editor while one is open (tests drive it), else nullptr.
    ConnectionDialog *editor() const { return m_editor; }
    QString errorText() const;

public Q_SLOTS:
    void addConnection();
    void editConnection();
    void duplicateConnection();
    void removeConnection();

Q_SIGNALS:
    void chosen(const Ei::Ui::ConnectionChoice &choice);
    // A saved connection was added, changed (possibly renamed) or removed.
    void connectionsChanged();

private:
    void reload(const QString &selectName = {});
    void updateButtons();
    void choose(bool newWindow);
    void openEditor(const Core::SavedConnection &connection, const QString &previousName);
    void showError(const QString &message);
    // After a save: reloads the list on `name`, or shows why not; says when secrets went to the file.
    void showSaved(const QString &name, const Core::Result<Core::SecretLocation> &saved);
    bool isDemo(const QListWidgetItem *item) const;
    QString selectedName() const;
    // Loads the selected connection with its secrets and gives it and its name to `use`, or shows
    // why it could not be loaded; nothing without a selection.
    void loadSelected(std::function<void(const Core::SavedConnection &, const QString &name)> use);

    Core::ConnectionStore m_store;
    // Loads and saves connections with their secrets (the keyring, or the file): asynchronous.
    Core::SecretKeeper *m_keeper;
    ConnectionDialog::Tester m_tester;
    ConnectionDialog *m_editor = nullptr;
    QListWidget *m_list = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_edit = nullptr;
    QPushButton *m_duplicate = nullptr;
    QPushButton *m_remove = nullptr;
    QPushButton *m_connect = nullptr;
    QPushButton *m_newWindow = nullptr;
    QLabel *m_details = nullptr;
    QLabel *m_error = nullptr;
};

} // namespace Ei::Ui
