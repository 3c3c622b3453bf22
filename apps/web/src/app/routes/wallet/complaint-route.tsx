import { useParams } from 'react-router';
import { ConversationScreen } from '#features/complaints/conversation-screen';
import { PageTag } from '#lib/head';

export default function ComplaintRoute() {
  const { id = '' } = useParams();
  return (
    <>
      <PageTag tag="Conversation with support" />
      <ConversationScreen key={id} id={id} />
    </>
  );
}
