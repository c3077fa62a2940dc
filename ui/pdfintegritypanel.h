#pragma once

#include <QFrame>

class QLabel;
class QPushButton;

namespace Ei::Ui {

// The panel a PdfPane shows when fetched bytes fail their SHA-1 check: it names both digests and
// what explains the difference (the fetcher's sentence), and offers "Show Anyway". Once the
// curator has chosen to see them, it stays as a warning strip saying the pages shown are
// unverified, so nobody mistakes them for the row's PDF.
class PdfIntegrityPanel final : public QFrame
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PdfIntegrityPanel)

public:
    enum class State
    {
        Hidden,
        Offering, // the failure is explained; the bytes are not shown
        Showing,  // the curator asked to see the unverified bytes
    };

    explicit PdfIntegrityPanel(QWidget *parent = nullptr);
    ~PdfIntegrityPanel() override;

    // rowSha1 / bytesSha1: the digests (hex); message: the fetcher's sentence with the explanation.
    void offer(const QString &rowSha1, const QString &bytesSha1, const QString &message);
    void markShowing();
    void reset();

    State state() const { return m_state; }
    QString text() const;
    QPushButton *showAnywayButton() const { return m_showAnyway; }

Q_SIGNALS:
    void showAnywayRequested();

private:
    State m_state = State::Hidden;
    QLabel *m_icon = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_detail = nullptr;
    QPushButton *m_showAnyway = nullptr;
    QString m_rowSha1;
    QString m_bytesSha1;
};

} // namespace Ei::Ui
